// Command alarm-relay tails the SCADA alarm journal export (one JSON alarm per line) and pages the duty engineer for priority 1-2 alarms.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"log"
	"net/http"
	"os"
)

var (
	NvidiaAPIKey = os.Getenv("NVIDIA_API_KEY")
)

type alarm struct {
	Source   string `json:"source"`
	Priority int    `json:"priority"`
	State    string `json:"state"`
	Label    string `json:"label"`
}

func main() {
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		var a alarm
		if json.Unmarshal(sc.Bytes(), &a) != nil || a.Priority > 2 || a.State != "ActiveUnacked" {
			continue
		}
		req, _ := http.NewRequest(http.MethodPost, "https://grid-ops.fenwick-energy.com/api/v1/paging/scada-alarms", bytes.NewReader(sc.Bytes()))
		req.Header.Set("Content-Type", "application/json")
		if res, err := http.DefaultClient.Do(req); err != nil {
			log.Printf("page %s: %v", a.Source, err)
		} else {
			res.Body.Close()
		}
	}
}
