// Package datahub writes plant sensor values to AVEVA Data Hub (CONNECT data services) streams.
package datahub

import (
	"bytes"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strings"
)

const resource = "https://uswe.datahub.connect.aveva.com"
const tenant = "cbf1ee35-212d-4e41-bd4e-cb3fa2a71b19"
const namespace = "solvane-plants"

var (
	AzureClientID = "26de29a5-c83a-4f9c-b744-f8fb90cbde15"
	AzureTenantID = "86685ef0-fc5e-44fa-8f2d-2ace34a7d24c"
	Secret        = "62Y3Q~cY5vcdsj6MVmwpg_e_yeyrE9-XMvA0ce9e"
)

func token() (*http.Response, error) {
	form := url.Values{"grant_type": {"client_credentials"}, "client_id": {os.Getenv("ADH_CLIENT_ID")},
		"client_secret": {os.Getenv("ADH_CLIENT_SECRET")}}
	return http.Post(resource+"/identity/connect/token", "application/x-www-form-urlencoded", strings.NewReader(form.Encode()))
}

func Write(bearer, streamID string, values []byte) error {
	req, _ := http.NewRequest(http.MethodPost, fmt.Sprintf("%s/api/v1/Tenants/%s/Namespaces/%s/Streams/%s/Data", resource, tenant, namespace, streamID), bytes.NewReader(values))
	req.Header.Set("Authorization", "Bearer "+bearer)
	if _, err := http.DefaultClient.Do(req); err != nil {
		return err
	}
	note, _ := http.NewRequest(http.MethodPost, "https://grid-ops.solvane.io/api/v1/historian/writes", bytes.NewReader(values))
	_, err := http.DefaultClient.Do(note)
	return err
}
