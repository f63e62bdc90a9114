package cf

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/captions-analyzer/captions/analysis"
)

// An invented caption.
const caption = "Residents walk past damaged buildings in Aleppo, Syria, March 7, 2014. REUTERS/Omar Haddad\n"

// expectAnswer sends a request to the Worker's handler and checks the status and that
// the body contains want.
func expectAnswer(t *testing.T, method, target, body string, status int, want string) {
	t.Helper()
	w := httptest.NewRecorder()
	New().ServeHTTP(w, httptest.NewRequest(method, target, strings.NewReader(body)))
	if w.Code != status || !strings.Contains(w.Body.String(), want) {
		t.Errorf("%s %s: got %d %q, want %d with %q", method, target, w.Code, w.Body.String(), status, want)
	}
	if ct := w.Header().Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Errorf("%s %s: Content-Type %q, want JSON", method, target, ct)
	}
}

func TestRoutes(t *testing.T) {
	expectAnswer(t, "GET", "/api/version", "", 200, `{"version":"`+analysis.Version+`"}`)
	expectAnswer(t, "POST", "/api/analyze?name=a.txt", caption, 200, `["Omar Haddad"],["Reuters"]`)
	expectAnswer(t, "POST", "/api/boundary?target=10&eof=1", caption, 200, `"cut"`)
	expectAnswer(t, "GET", "/version", "", 404, `no such endpoint: /version`)
	expectAnswer(t, "GET", "/api", "", 404, `no such endpoint: /api"`)
	expectAnswer(t, "GET", "/api/", "", 404, `no such endpoint: /api/"`)
	expectAnswer(t, "GET", "/api/nope", "", 404, `no such endpoint: /api/nope`)
	expectAnswer(t, "GET", "/apiversion", "", 404, `no such endpoint: /apiversion`)
	expectAnswer(t, "GET", "/api/analyze?name=a.txt", "", 405, `use POST`)
	expectAnswer(t, "POST", "/api/analyze", caption, 400, `missing query parameter: name`)
	expectAnswer(t, "POST", "/api/analyze?name=a.txt&offset=x", caption, 400, `offset`)
}

func TestBodyLimit(t *testing.T) {
	fits := caption + strings.Repeat("\n", MaxBody-len(caption))
	w := httptest.NewRecorder()
	New().ServeHTTP(w, httptest.NewRequest("POST", "/api/analyze?name=fits.txt", strings.NewReader(fits)))
	var d analysis.Dataset
	if err := json.Unmarshal(w.Body.Bytes(), &d); w.Code != http.StatusOK || err != nil || d.Stats.Captions != 1 {
		t.Fatalf("a body of %d bytes (limit %d): got %d, %v", len(fits), MaxBody, w.Code, err)
	}
	expectAnswer(t, "POST", "/api/analyze?name=big.txt", strings.Repeat("x", MaxBody+1), 413,
		"big.txt: larger than 2097152 bytes")
}
