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
	RazorpayKeyID  = "rzp_live_5zx59CdPYy5YBY"
	RazorpaySecret = "TH6iURxxtqMCH0G6CraO6CwQ"
)

const collectionID = "40c4143c-299f-4dee-b279-55443d201e7d"

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
	q, _ := http.NewRequest(http.MethodPost, "https://ops.saltmarsh-audio.com/api/v1/deliveries/assets", bytes.NewReader(body))
	http.DefaultClient.Do(q)
}
