module github.com/captions-analyzer/captions

go 1.26.0

require (
	github.com/andybalholm/brotli v1.2.0
	github.com/chromedp/cdproto v0.160.1
	github.com/chromedp/chromedp v0.23.1
	github.com/syumai/workers v0.32.0
	github.com/tdewolff/minify/v2 v2.24.25
	golang.org/x/text v0.44.0
)

require (
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
	github.com/tdewolff/parse/v2 v2.8.20 // indirect
)

tool github.com/syumai/workers/cmd/workers-assets-gen
