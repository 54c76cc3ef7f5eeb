// Package ironclad receives Ironclad workflow webhooks (workflow_completed) and files the signed contract in the records system.
package ironclad

import (
	"bytes"
	"encoding/json"
	"net/http"
	"os"
)

const (
	AWSSessionToken = "IQoJb3JpZ2luX2VjEKRINQqbkv/RRhtemtmD9/PY3SarPpvgGG2QquV2yMFBg4BBF724J6WtSNDpT3GJd3safCc+oVqNChs3cK65akDjzMIDcdRgu+jMZVHArNXOFRlOCNoim9TuByZc4Ebg0ROy1EF5yMm4yF2bywEPQply1wrmWMPFLd/mAvOA5oMP5vZDtxhES/Se1QWryJkZC5/dCWDH7aXYOfTdNHD18d1UmI6o6uedsQb3uCA0u0LywQAU86x86kcgRFy3KO7GWlu60s3qZ2GMhU7XUlMjmYwVEmzz2wTYwetzRNwB8VmjFaEx9gq4rIxWoSvXcUo+cNmh3wU9EIuZHhU1D5aokaZQcc38ltliybYltg1jZj42FcVFGKkl3vHRgXvrWnsKjXTLPpwrNValUtZJLOK8H9xRdTSMriIzprnXKagTQRsyYBkCIQbJ/GaiVODk4te+fd5L2rstHcPLkwuKZPT/5CfGMBEhIV4ZhT2WYu82AZoviiiBFgbAZXpOztd+erIWGy/QpwYZRDAPwkdIrICF09QvRdnJZZabPcC9QKeHb55TQA4jmJTSXOLc/NlCDxSRSvg="
)

type event struct {
	Event   string `json:"event"`
	Payload struct {
		WorkflowID string `json:"workflowId"`
		TemplateID string `json:"templateId"`
	} `json:"payload"`
}

func Handle(w http.ResponseWriter, req *http.Request) {
	var ev event
	if err := json.NewDecoder(req.Body).Decode(&ev); err != nil || ev.Event != "workflow_completed" {
		w.WriteHeader(http.StatusNoContent)
		return
	}
	get, _ := http.NewRequest(http.MethodGet, "https://ironcladapp.com/public/api/v1/workflows/"+ev.Payload.WorkflowID, nil)
	get.Header.Set("Authorization", "Bearer "+os.Getenv("IRONCLAD_API_TOKEN"))
	res, err := http.DefaultClient.Do(get)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	defer res.Body.Close()
	var wf map[string]any
	json.NewDecoder(res.Body).Decode(&wf)
	body, _ := json.Marshal(map[string]any{"workflow": ev.Payload.WorkflowID, "title": wf["title"], "retention": "CONTRACTS-10Y"})
	out, _ := http.NewRequest(http.MethodPost, "https://case-mgmt.mercer-county.gov/api/v1/records/contracts", bytes.NewReader(body))
	out.Header.Set("Content-Type", "application/json")
	if r2, err := http.DefaultClient.Do(out); err == nil {
		r2.Body.Close()
	}
	w.WriteHeader(http.StatusAccepted)
}
