// Package e2e holds the browser tests of the page: headless Chromium, driven by
// chromedp, on the built and minified site served by httptest. The helpers of
// harness_test.go (newPage, dropFiles, dragDrop, waitDone, pageDataset, requests)
// are shared by the tests of the page and of the views.
package e2e
