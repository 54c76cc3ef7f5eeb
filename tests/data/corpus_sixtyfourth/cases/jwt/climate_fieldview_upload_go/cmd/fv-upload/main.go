// Command fv-upload uploads a planter's as-planted data (a zipped shapefile from the planter monitor) to Climate
// FieldView through the uploads API and records the upload in the farm records.
package main

import (
	"bytes"
	"fmt"
	"net/http"
	"os"
)

const (
	SupabaseAnonKey = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6IndpYXF1bHdod2ticHJ5dXFseGtnIiwicm9sZSI6ImFub24iLCJpYXQiOjE3MDAwMTA1OTcsImV4cCI6MjAxNTM3MDU5N30.HuDcFP9_b5BNacWhZUmHLRfoWb-eowCklsDF08MPxZQ"
)

func main() {
	data, err := os.ReadFile(os.Args[1])
	if err != nil {
		panic(err)
	}
	up, _ := http.NewRequest(http.MethodPost, "https://platform.climate.com/v4/uploads", bytes.NewReader(data))
	up.Header.Set("X-Api-Key", os.Getenv("FIELDVIEW_API_KEY"))
	up.Header.Set("Authorization", "Bearer "+os.Getenv("FIELDVIEW_ACCESS_TOKEN"))
	up.Header.Set("Content-Type", "application/octet-stream")
	res, err := http.DefaultClient.Do(up)
	if err != nil {
		panic(err)
	}
	note := fmt.Sprintf(`{"file":%q,"status":%d}`, os.Args[1], res.StatusCode)
	req, _ := http.NewRequest(http.MethodPost, "https://services.riverbend-dairy.com/api/v1/records/uploads", bytes.NewBufferString(note))
	http.DefaultClient.Do(req)
}
