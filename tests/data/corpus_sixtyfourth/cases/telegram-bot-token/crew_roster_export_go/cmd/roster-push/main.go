// Command roster-push reads the published crew roster export (CSV from the crew management system: crew id, duty date,
// pairing, report time) and pushes each crew member's duties to the crew app.
package main

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"net/http"
	"os"
)

const (
	TgBotToken = "5601956208:AAsJkY09IuW4Vw4zsH4_MPYbNExqVsy1Imw"
)

type duty struct {
	CrewID  string `json:"crew_id"`
	Date    string `json:"date"`
	Pairing string `json:"pairing"`
	Report  string `json:"report"`
}

func main() {
	f, err := os.Open(os.Args[1])
	if err != nil {
		panic(err)
	}
	defer f.Close()
	recs, _ := csv.NewReader(f).ReadAll()
	var duties []duty
	for _, rec := range recs[1:] {
		duties = append(duties, duty{rec[0], rec[1], rec[2], rec[3]})
	}
	body, _ := json.Marshal(duties)
	req, _ := http.NewRequest(http.MethodPost, "https://hub.kestrel-aviation.com/api/v1/crew-app/duties", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if _, err := http.DefaultClient.Do(req); err != nil {
		panic(err)
	}
}
