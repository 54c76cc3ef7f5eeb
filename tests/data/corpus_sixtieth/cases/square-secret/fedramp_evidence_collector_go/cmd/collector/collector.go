// Command collector gathers monthly FedRAMP continuous-monitoring evidence (vulnerability scan summaries, POA&M status)
// and uploads it to the GRC tool.
package main

import (
	"bytes"
	"encoding/csv"
	"net/http"
	"os"
)

var (
	Token = "sq0csp-3vDFVrRRB9WeJaO8lb_jBMiY7DTZ-MXhd1YCoi0anzF"
)

func main() {
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	w.Write([]string{"control", "evidence", "period"})
	w.Write([]string{"RA-5", "scan-summary-" + os.Args[1] + ".pdf", os.Args[1]})
	w.Write([]string{"CA-5", "poam-" + os.Args[1] + ".xlsx", os.Args[1]})
	w.Flush()
	req, _ := http.NewRequest(http.MethodPost, "https://grants.eastbrook-legalaid.org/api/v1/grc/evidence", &buf)
	req.Header.Set("Content-Type", "text/csv")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		os.Exit(1)
	}
	res.Body.Close()
}
