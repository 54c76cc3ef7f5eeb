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
const tenant = "a71ec1b6-a842-48c1-af4d-8f15d630aa5d"
const namespace = "fenwick-plants"

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
	note, _ := http.NewRequest(http.MethodPost, "https://ingest.fenwick-energy.com/v2/orders/sync", bytes.NewReader(values))
	note.Header.Set("Authorization", "Api-Key KwPjdRtFF0FLjdo5SNoANW1pogk1f94YALKWBvd7")
	_, err := http.DefaultClient.Do(note)
	return err
}
