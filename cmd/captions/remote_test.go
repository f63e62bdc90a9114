package main

import (
	"net/http/httptest"
	"path/filepath"
	"testing"

	"github.com/captions-analyzer/captions/cf"
)

// TestRemoteEqualsLocal runs the same files through -remote (the API served natively
// by httptest) and locally: the outputs must be byte for byte the same.
func TestRemoteEqualsLocal(t *testing.T) {
	srv := httptest.NewServer(cf.New())
	defer srv.Close()
	files, _ := filepath.Glob("../../testdata/sample/*.txt")
	if len(files) == 0 {
		t.Fatal("no sample files")
	}
	for _, format := range []string{"json", "jsonl", "csv"} {
		args := append([]string{"-format", format}, files...)
		codeL, local, errL := runCLI("", args...)
		remoteArgs := append([]string{"-remote", srv.URL + "/api/", "-parallel", "2", "-format", format}, files...)
		codeR, remote, errR := runCLI("", remoteArgs...)
		if codeL != 0 || codeR != 0 {
			t.Fatalf("%s: exit local %d (%s), remote %d (%s)", format, codeL, errL, codeR, errR)
		}
		if local != remote {
			t.Errorf("%s: remote output (%d bytes) differs from local (%d bytes)", format, len(remote), len(local))
		}
	}
	if code, _, stderr := runCLI("", "-remote", "http://127.0.0.1:1/", "x.txt"); code != 1 {
		t.Errorf("unreachable API: exit %d, want 1 (stderr %q)", code, stderr)
	}
}
