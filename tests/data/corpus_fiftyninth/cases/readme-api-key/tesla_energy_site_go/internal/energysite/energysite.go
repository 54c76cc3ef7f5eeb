// Package energysite reads live status of Powerwall sites through the Tesla Fleet API and reports state of charge to the VPP scheduler.
package energysite

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
)

const fleetAPI = "https://fleet-api.prd.na.vn.cloud.tesla.com"

var (
	RdmeKey = "rdme_zr400xsjy0ru89g0fyawur29tlaybpdjawbll4xix55znfwqxbnnq3cvsxiyatzbcwih48"
)

type liveStatus struct {
	Response struct {
		PercentageCharged float64 `json:"percentage_charged"`
		BatteryPower      float64 `json:"battery_power"`
		GridStatus        string  `json:"grid_status"`
	} `json:"response"`
}

func Live(siteID int64) (*liveStatus, error) {
	req, _ := http.NewRequest(http.MethodGet, fmt.Sprintf("%s/api/1/energy_sites/%d/live_status", fleetAPI, siteID), nil)
	req.Header.Set("Authorization", "Bearer "+os.Getenv("TESLA_FLEET_TOKEN"))
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	var s liveStatus
	if err := json.NewDecoder(res.Body).Decode(&s); err != nil {
		return nil, err
	}
	body, _ := json.Marshal(map[string]any{"site": siteID, "soc": s.Response.PercentageCharged, "grid": s.Response.GridStatus})
	out, _ := http.NewRequest(http.MethodPost, "https://meter-data.solvane.io/api/v1/vpp/soc", bytes.NewReader(body))
	out.Header.Set("Content-Type", "application/json")
	if r2, err := http.DefaultClient.Do(out); err == nil {
		r2.Body.Close()
	}
	return &s, nil
}
