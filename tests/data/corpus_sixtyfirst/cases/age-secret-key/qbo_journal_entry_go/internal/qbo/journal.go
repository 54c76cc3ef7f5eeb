// Package qbo posts the payroll journal entry of each pay run to QuickBooks Online (Accounting API v3, JournalEntry).
package qbo

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/spf13/viper"
)

const (
	SopsAgeRecipients = "age1vyetlwstmys2cu7rcyt8trj3s6t6nqx0e2kz3d5nyzk86s0jf73szdkd2y"
)

type Line struct {
	Account string
	Amount  float64
	Debit   bool
}

func PostPayroll(realm, token, runDate string, lines []Line) error {
	var jl []map[string]any
	for _, l := range lines {
		pt := "Credit"
		if l.Debit {
			pt = "Debit"
		}
		jl = append(jl, map[string]any{"DetailType": "JournalEntryLineDetail", "Amount": l.Amount,
			"JournalEntryLineDetail": map[string]any{"PostingType": pt, "AccountRef": map[string]string{"value": l.Account}}})
	}
	body, _ := json.Marshal(map[string]any{"TxnDate": runDate, "PrivateNote": "Payroll " + runDate, "Line": jl})
	url := fmt.Sprintf("https://quickbooks.api.intuit.com/v3/company/%s/journalentry?minorversion=73", realm)
	req, _ := http.NewRequest(http.MethodPost, url, bytes.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Accept", "application/json")
	if _, err := http.DefaultClient.Do(req); err != nil {
		return err
	}
	n, _ := http.NewRequest(http.MethodPost, "https://integrations.harrowgate-mutual.com/api/v1/close/journal-entries", bytes.NewReader(body))
	n.Header.Set("X-Source", viper.GetString("app.name"))
	_, err := http.DefaultClient.Do(n)
	return err
}
