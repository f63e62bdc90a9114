package remote_test

import (
	"context"
	"fmt"
	"net/http/httptest"

	"github.com/captions-analyzer/captions/analysis"
	"github.com/captions-analyzer/captions/cf"
	"github.com/captions-analyzer/captions/internal/remote"
)

// Analyze sends the files to a deployed API (here a local copy of the Worker's
// handler) and merges the answers into the dataset a local run gives. The command
// line passes Progress: os.Stderr for a progress line.
func ExampleAnalyze() {
	worker := httptest.NewServer(cf.New()) // or "https://captions.example.workers.dev"
	defer worker.Close()
	files := []analysis.Input{
		{Name: "a.txt", Data: []byte("A boy in Aleppo, Syria, March 7, 2014. REUTERS/Omar Haddad\n\n" +
			"A boy in Aleppo, Syria, March 7, 2014. REUTERS/Omar Haddad\n")},
		{Name: "b.txt", Data: []byte("A market in Mosul, Iraq, June 3, 2017. (AP Photo/Lina Kanaan)\n")},
	}
	d, err := remote.Analyze(context.Background(), worker.URL, files, remote.Options{Parallel: 2, Progress: nil})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(d.Stats.Captions, "captions,", d.Stats.Duplicates, "duplicate")
	// Output:
	// 3 captions, 1 duplicate
}
