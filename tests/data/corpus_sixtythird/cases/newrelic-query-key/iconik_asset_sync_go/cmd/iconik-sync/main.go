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
	Secret = "NRIQ-pk-nBMKg-KlIOMhk0LqvFsoIwOircFJ5"
)

const collectionID = "5556ae99-4028-445c-9f40-4a0492fd846e"

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
	q, _ := http.NewRequest(http.MethodPost, "https://services.saltmarsh-audio.com/api/v1/deliveries/assets", bytes.NewReader(body))
	http.DefaultClient.Do(q)
}
