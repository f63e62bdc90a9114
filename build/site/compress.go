package site

import (
	"bytes"
	"compress/gzip"
	"os"
	"path"
	"path/filepath"

	"github.com/andybalholm/brotli"
)

// compressible lists the extensions written with .br and .gz beside them.
var compressible = map[string]bool{
	".html": true, ".js": true, ".mjs": true, ".css": true, ".json": true,
	".wasm": true, ".svg": true, ".txt": true,
}

// writeAsset writes one file (and its compressed copies) and returns its size and
// the size a browser that accepts br downloads.
func writeAsset(dir, name string, data []byte, quick bool) (raw, br int64, err error) {
	p := filepath.Join(dir, filepath.FromSlash(name))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return 0, 0, err
	}
	if err := os.WriteFile(p, data, 0o644); err != nil {
		return 0, 0, err
	}
	raw, br = int64(len(data)), int64(len(data))
	if !compressible[path.Ext(name)] {
		return raw, br, nil
	}
	var b bytes.Buffer
	level := brotli.BestCompression
	if quick {
		level = 4
	}
	bw := brotli.NewWriterLevel(&b, level)
	bw.Write(data)
	if err := bw.Close(); err != nil {
		return 0, 0, err
	}
	if b.Len() < len(data) {
		br = int64(b.Len())
		if err := os.WriteFile(p+".br", b.Bytes(), 0o644); err != nil {
			return 0, 0, err
		}
	}
	b.Reset()
	gw, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
	gw.Write(data)
	if err := gw.Close(); err != nil {
		return 0, 0, err
	}
	if b.Len() < len(data) {
		if err := os.WriteFile(p+".gz", b.Bytes(), 0o644); err != nil {
			return 0, 0, err
		}
	}
	return raw, br, nil
}
