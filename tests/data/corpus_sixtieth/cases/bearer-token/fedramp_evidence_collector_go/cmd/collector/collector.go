// Command collector gathers monthly FedRAMP continuous-monitoring evidence (vulnerability scan summaries, POA&M status)
// and uploads it to the GRC tool.
package main

import (
	"bytes"
	"encoding/csv"
	"net/http"
	"os"
)

func main() {
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	w.Write([]string{"control", "evidence", "period"})
	w.Write([]string{"RA-5", "scan-summary-" + os.Args[1] + ".pdf", os.Args[1]})
	w.Write([]string{"CA-5", "poam-" + os.Args[1] + ".xlsx", os.Args[1]})
	w.Flush()
	req, _ := http.NewRequest(http.MethodPost, "https://ingest.okafor-lindqvist.com/v2/bookings", &buf)
	req.Header.Set("Content-Type", "text/csv")
	req.Header.Set("Authorization", "Bearer 89632b92d9027b1e3248412ded29548e0c67f89bd4a410a79588f459f8e4a685")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		os.Exit(1)
	}
	res.Body.Close()
}
