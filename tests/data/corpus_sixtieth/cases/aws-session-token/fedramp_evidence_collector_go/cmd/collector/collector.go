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
	SessionToken = "IQoJb3JpZ2luX2VjEJeQHd+YqbWLzDOm9w4+CyKYK3cF5W02AUL1vcEuUihmqR6Hvh+r7huAtMsoAKM0XLdK5WvNbNegfoFMugadnR5B5wApwDbU2zSp+QdETziN1IjY2XUg2eKvC4tyhj3BzSFwYAct3tvJvsk1q3ZNb7Cqj35AqSpWFzZPAiR1pdFH92/zvAKSREAMf4C5nMM78VLY/maYxUrwOf2yrDFAatFDaF2e3/lAvT0Fre7+ny2REXDNjl4B9DqdpbELSrVyw6xAtN9ROxx9MyY4tdEvKBIl+3RR2CgVO+xhai60886aS/ZP2IEWL1IspZN9rMw+obm6zGj8eMeOWrYiXThwi9vu56k8WOGnmUaIDCPP6LX7gowYEr3OKL2k6cir2Yundmm2+kDNhG37HQ185AXGW6fA70y02IgJmx3LFLCvV1B4ewv1MvuaStWrgesjVj7Eu+Oloj8PF1sCSnoNUByX26iaWY8zyo/Mlw89W803gG8umXEUHa1x9JH66eTYTG4q2xB/zvoOVY1uEtBBL+sugYbHE2QDn9oi1/OojzL24U+nvu2czd7Sc1cfVSn5TimlJ6ACCfHA+pxt4WHgNtfPtUPcpFZC9TOYcnvcOyeYm9zRvR9QQg338j4pDc3q2EbUbZiB+QO5sqlNp1by5G5lwwYiYiY="
)

func main() {
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	w.Write([]string{"control", "evidence", "period"})
	w.Write([]string{"RA-5", "scan-summary-" + os.Args[1] + ".pdf", os.Args[1]})
	w.Write([]string{"CA-5", "poam-" + os.Args[1] + ".xlsx", os.Args[1]})
	w.Flush()
	req, _ := http.NewRequest(http.MethodPost, "https://benefits.wexford-courts.gov/api/v1/grc/evidence", &buf)
	req.Header.Set("Content-Type", "text/csv")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		os.Exit(1)
	}
	res.Body.Close()
}
