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
	APIKey = "lin_oauth_f046a1b87e2a5a634e2791b9c7d9cda53172368c2de86d7e8f3f4f7f9b70b451"
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
		req, _ := http.NewRequest(http.MethodPost, "https://outage-center.altamira-water.org/api/v1/paging/scada-alarms", bytes.NewReader(sc.Bytes()))
		req.Header.Set("Content-Type", "application/json")
		if res, err := http.DefaultClient.Do(req); err != nil {
			log.Printf("page %s: %v", a.Source, err)
		} else {
			res.Body.Close()
		}
	}
}
