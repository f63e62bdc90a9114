package remote

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/captions-analyzer/captions/analysis"
)

// api is the analyzer's API at one address.
type api struct {
	base string // scheme://host/path, without the trailing slash or /api
	o    Options
}

// newAPI checks baseURL: an http or https URL of the site; a path ending in /api is
// taken as the API itself.
func newAPI(baseURL string, o Options) (api, error) {
	u, err := url.Parse(baseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return api{}, fmt.Errorf("remote: %q is not an http:// or https:// URL", baseURL)
	}
	u.RawQuery, u.Fragment = "", ""
	base := strings.TrimSuffix(u.String(), "/")
	base = strings.TrimSuffix(base, "/api")
	return api{base: base, o: o}, nil
}

// checkVersion asks /api/version and compares it with this build's dataset version.
func (a api) checkVersion(ctx context.Context) error {
	var v struct {
		Version string `json:"version"`
	}
	err := a.retry(ctx, nil, func(ctx context.Context) error {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, a.base+"/api/version", nil)
		if err != nil {
			return err
		}
		return a.do(req, &v)
	})
	if err != nil {
		var re *refused
		if errors.As(err, &re) {
			return fmt.Errorf("remote: %s/api/version: %v (is this the analyzer's address?)", a.base, re)
		}
		return fmt.Errorf("remote: %s: %w", a.base, err)
	}
	if v.Version != analysis.Version {
		return fmt.Errorf("remote: %s speaks dataset version %q, this program %q: deploy this version of the worker",
			a.base, v.Version, analysis.Version)
	}
	return nil
}

// analyze posts one chunk and returns its partial dataset. A chunk the API refuses
// (or answers with something that is not a dataset, after the retries) gives a
// dataset in which the chunk's file has that error; only a server that cannot be
// reached, or the context, give an error.
func (a api) analyze(ctx context.Context, in analysis.Input, p *progress) (*analysis.Dataset, error) {
	q := url.Values{}
	q.Set("name", in.Name)
	q.Set("offset", strconv.FormatInt(in.Offset, 10))
	q.Set("line", strconv.Itoa(max(in.Line, 1)))
	q.Set("size", strconv.FormatInt(in.Size, 10))
	target := a.base + "/api/analyze?" + q.Encode()
	var d analysis.Dataset
	err := a.retry(ctx, p, func(ctx context.Context) error {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, target, bytes.NewReader(in.Data))
		if err != nil {
			return err
		}
		req.Header.Set("Content-Type", "application/octet-stream")
		d = analysis.Dataset{}
		if err := a.do(req, &d); err != nil {
			return err
		}
		if d.Version != analysis.Version {
			return &refused{msg: fmt.Sprintf("answered dataset version %q, want %q", d.Version, analysis.Version)}
		}
		return nil
	})
	var re *refused
	if errors.As(err, &re) {
		in.Err = fmt.Errorf("the API refused bytes %d-%d: %s", in.Offset, in.Offset+int64(len(in.Data)), re.msg)
		return analysis.Analyze([]analysis.Input{in}), nil
	}
	if err != nil {
		return nil, fmt.Errorf("remote: %s at offset %d: %w", in.Name, in.Offset, err)
	}
	return &d, nil
}

// refused is an answer that retrying will not change (or did not, retries over).
type refused struct {
	msg   string
	retry bool          // the answer may change: a busy or failing server
	after time.Duration // the server's Retry-After
}

func (r *refused) Error() string { return r.msg }

// do sends a request and decodes a 200 answer into v; any other answer is *refused.
func (a api) do(req *http.Request, v any) error {
	for k, vs := range a.o.Header {
		req.Header[k] = vs
	}
	resp, err := a.o.Client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusOK {
		if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
			return &refused{msg: "the answer is not JSON: " + err.Error(), retry: true}
		}
		return nil
	}
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 4<<10))
	return answerError(resp, body)
}

// answerError explains an answer other than 200. The API's own errors are JSON
// {"error": ..., "status": ...}: they are final. So are the platform's refusals
// (413: a body over the plan's limit; Cloudflare's 1102: the Worker ran out of CPU
// time or memory). Other 5xx, 429 and 408 may pass.
func answerError(resp *http.Response, body []byte) error {
	var apiErr struct {
		Error  string `json:"error"`
		Status int    `json:"status"`
	}
	if json.Unmarshal(body, &apiErr) == nil && apiErr.Error != "" {
		msg := fmt.Sprintf("%s (%d)", apiErr.Error, resp.StatusCode)
		if resp.StatusCode == http.StatusRequestEntityTooLarge {
			msg += "; use smaller chunks (a file in UTF-16 is sent whole: analyze it locally)"
		}
		return &refused{msg: msg}
	}
	text := string(body)
	switch {
	case resp.StatusCode == http.StatusRequestEntityTooLarge:
		return &refused{msg: "413: the request body is larger than the platform accepts; use smaller chunks"}
	case strings.Contains(text, "1102") || strings.Contains(text, "exceeded resource limits"):
		return &refused{msg: fmt.Sprintf("%d: the Worker ran out of CPU time or memory (Cloudflare error 1102); "+
			"use smaller chunks, or raise limits.cpu_ms in wrangler.jsonc on Workers Paid", resp.StatusCode)}
	}
	r := &refused{msg: fmt.Sprintf("%s: %s", resp.Status, firstLine(text))}
	switch resp.StatusCode {
	case http.StatusTooManyRequests, http.StatusRequestTimeout:
		r.retry = true
	default:
		r.retry = resp.StatusCode >= 500
	}
	if s, err := strconv.Atoi(resp.Header.Get("Retry-After")); err == nil && s > 0 {
		r.after = min(time.Duration(s)*time.Second, time.Minute)
	}
	return r
}

// firstLine is the start of an error page, for a message.
func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexAny(s, "\r\n"); i >= 0 {
		s = s[:i]
	}
	if len(s) > 120 {
		s = s[:120] + "..."
	}
	return s
}

// retry calls try until it succeeds, fails for good, or the retries are spent:
// transport errors and answers that may change are tried again after a backoff that
// doubles (with jitter), or after the server's Retry-After.
func (a api) retry(ctx context.Context, p *progress, try func(context.Context) error) error {
	wait := a.o.Backoff
	for attempt := 0; ; attempt++ {
		tctx, cancel := context.WithTimeout(ctx, a.o.Timeout)
		err := try(tctx)
		cancel()
		if err == nil || ctx.Err() != nil {
			if ctx.Err() != nil {
				return context.Cause(ctx)
			}
			return nil
		}
		var re *refused
		again := !errors.As(err, &re) || re.retry
		if !again || attempt >= a.o.Retries {
			return err
		}
		d := wait/2 + rand.N(wait)
		if re != nil && re.after > 0 {
			d = re.after
		}
		p.retried()
		select {
		case <-time.After(d):
		case <-ctx.Done():
			return context.Cause(ctx)
		}
		wait *= 2
	}
}
