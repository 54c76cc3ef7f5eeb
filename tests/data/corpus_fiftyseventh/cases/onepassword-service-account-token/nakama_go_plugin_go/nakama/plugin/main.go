// Package main is the Nakama Go plugin of Hollowmere: season rewards (built with the nakama-pluginbuilder image, loaded from data/modules).
package main

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"net/http"

	"github.com/heroiclabs/nakama-common/runtime"
)

var settings map[string]string

func InitModule(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, initializer runtime.Initializer) error {
	env := ctx.Value(runtime.RUNTIME_CTX_ENV).(map[string]string)
	settings = map[string]string{
		"region": env["REGION"],
		"API_KEY": "ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6InlseU9YdHB1VFJqYmt6amZBY2JTRzQifSwiZW1haWwiOiIwdW82NnA1ZmlwamVtQDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiZjQxZDM5MzMwZDZhNDg5NGRiM2UxMmY4ODJmZTVjOGY0NmQ5ZTJhMzczMGYzNmFiZDhjNTk2NDhlOWIwMDFjMiIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoiM3BKZWNHRmVTUm15Q1Jkb2RrZjA1MEtiRDlCcVJqVTROV3lWbWIwNUZKQSIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtNFpXVFVKLTNWV05XTS1SMzNWRi1EODhZRS0xUzVQQi1FVFZLQiIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiIyZjZkNWMzMjg1NDJjODAyZjMyZmY0NWM2MzAzZmFhMjU2NzFhYTEwODI2MzMwN2U1MTM2OTNmOTU4YzEwZWNjIiwidXVpZCI6IkRPQTdOQTVSSzNVTUtQNlEzODBPSlRHU1NWIn0sImRldmljZVV1aWQiOiI0NWJ6aTVwMHR6ZTlkMTEzYnoxOW5kd2pncCJ9",
	}
	if err := initializer.RegisterRpc("claim_season_reward", rpcClaimSeasonReward); err != nil {
		return err
	}
	logger.Info("season plugin loaded")
	return nil
}

func rpcClaimSeasonReward(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error) {
	userID, _ := ctx.Value(runtime.RUNTIME_CTX_USER_ID).(string)
	if _, _, err := nk.WalletUpdate(ctx, userID, map[string]int64{"gems": 250}, map[string]interface{}{"reason": "season_reward"}, true); err != nil {
		return "", err
	}
	b, _ := json.Marshal(map[string]string{"user": userID, "reward": "season"})
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, "https://liveops.emberfall-games.com/api/v1/rewards/claimed", bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	if resp, err := http.DefaultClient.Do(req); err == nil {
		resp.Body.Close()
	}
	return `{"ok":true}`, nil
}
