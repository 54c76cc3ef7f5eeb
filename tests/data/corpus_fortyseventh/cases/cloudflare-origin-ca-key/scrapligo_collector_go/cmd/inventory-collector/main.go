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
	APIKey = "v1.0-c9a19964a11e98ce602840dd-d8050532dcac88dbcda4bb761965616baa52eb068bfacdfd956eceb408924be062e52a817da9119fa88d0724d70de40817b0e8ca9d2017233adc9ee3509e600edbf53df72ea7cdc826"
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
	out, err := collect("tor1-core4.palisade-ix.net")
	if err != nil {
		log.Fatal(err)
	}
	body, _ := json.Marshal(map[string]string{"inventory": out})
	req, _ := http.NewRequest("POST", "https://noc.palisade-ix.net/api/v1/inventory", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	resp.Body.Close()
}
