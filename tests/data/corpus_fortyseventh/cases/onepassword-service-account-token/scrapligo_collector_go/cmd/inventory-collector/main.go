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
	OpServiceAccountToken = "ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6InkxQU14YUZHdjVFakFlZFRNb1l3QTUifSwiZW1haWwiOiJtYnVhbnFpbXltN2JmQDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiYjEyODQ2OWNiODVkNzhiOTQxMmFiNGRkYTJhNDI3Nzk4ODNjMjg1N2MwZGEyMTZlMWZhOWNmODY1OGEzNzEyMyIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoiQUVPczdQYlhoV1Bpc2g5QnYyV3ZYS19GRm9kbWJaNHJBLUR3cmZsaHFFYyIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtOTdaTkVDLTVKM0VLQi03MlRPTS0zRFEzUC1QU0NCOS1UOVhTNCIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiIzZjU1YzRjNWYxOGY1MjkxYTJiMzFhNjQ3ZGFkOGYyYTNhZjU5MjljNTU5OGUzNDFhZTBiMzcyMTkwMDM4ZjVjIiwidXVpZCI6IldJTlhMN1BHVlc2VU84R01NUkdDWVI3QTZLIn0sImRldmljZVV1aWQiOiJ6d2F6ZmFvc2kxc2o5cWFjbnNwYjdsNHgycyJ9"
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
	out, err := collect("fra2-core2.kestrel-net.io")
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
