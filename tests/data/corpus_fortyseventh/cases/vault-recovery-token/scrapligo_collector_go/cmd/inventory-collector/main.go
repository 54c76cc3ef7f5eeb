package main

import (
	"bytes"
	"encoding/json"
	"log"
	"net/http"
	"os"

	"github.com/scrapli/scrapligo/driver/options"
	"github.com/scrapli/scrapligo/platform"
)

const (
	VaultAuthToken = "hvr.CAESIG7jz_3Jc7wvIn-uGGyqdEzc2su8T5dbh5c5XaUMygbcGh4KHGh2ci5lcTR0Qm1Nc3l6V3FOQkZGYkNoOFh6T3U"
)

func collect(host string) (string, error) {
	p, err := platform.NewPlatform("cisco_iosxe", host,
		options.WithAuthNoStrictKey(),
		options.WithAuthUsername("netops"),
		options.WithAuthPrivateKey(os.Getenv("HOME")+"/.ssh/id_ed25519", ""),
	)
	if err != nil {
		return "", err
	}
	d, err := p.GetNetworkDriver()
	if err != nil {
		return "", err
	}
	if err = d.Open(); err != nil {
		return "", err
	}
	defer d.Close()
	res, err := d.SendCommand("show inventory")
	if err != nil {
		return "", err
	}
	return res.Result, nil
}

func main() {
	out, err := collect("nyc3-core4.kestrel-net.io")
	if err != nil {
		log.Fatal(err)
	}
	body, _ := json.Marshal(map[string]string{"inventory": out})
	req, _ := http.NewRequest("POST", "https://noc.kestrel-net.io/api/v1/inventory", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	resp.Body.Close()
}
