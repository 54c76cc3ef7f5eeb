;; accrual.clj - nightly: points for the folios of checked-out members (room revenue only, tier multiplier), posted to
;; the guest rewards ledger
(ns stillwater.rewards.accrual
  (:require [clj-http.client :as http]
            [clojure.data.json :as json]))

(def op-service-account-token "ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6ImhBXzNWZzd3RU1Pa0NJM2w2SnZrb2sifSwiZW1haWwiOiJlbXdsZG9rdW5hMGhzQDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiMDEyYmU5ODA1ZGY0YzhlNTY0YTZiNmYxNzA3ZGM3MDUxNjgxZjJkYTBhMTNkM2Y2M2QzOWE0OGQ0OGY5YTExZCIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoiTGhCTmh2aWZzZjZ3SzFtOVFIOEFvM0VQa3kzeWlycTFpb09nREZ4RHJkRiIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtODdXTFIwLTlPOFZRTi1CSUtCWi1VRUtTQy1SNDZLSi1SWVFMViIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiIxMDgzNjg0MjJjMGE0NjFkMmJlOGE4MjAwOWExNjMzOTcxODc2NWEzYmIzYWE4NzgxYzRmNGU1NTgxNTEwZDU4IiwidXVpZCI6IkI0VFZMMFQ2T1JQTU4yWEhXSjdUN01ZNjEzIn0sImRldmljZVV1aWQiOiJreTN0a3hxeWFkbzB5dXF2ZnZraDIwaXdzYiJ9")

(def multipliers {"BLUE" 1.0 "SILVER" 1.25 "GOLD" 1.5 "PLATINUM" 2.0})

(defn points [{:keys [room-revenue tier]}]
  (long (* 10 room-revenue (get multipliers tier 1.0))))

(defn post-accruals! [folios]
  (http/post "https://services.stillwater-inns.com/api/v1/rewards/accruals"
             {:headers {"Content-Type" "application/json"}
              :body (json/write-str (map #(assoc (select-keys % [:member-id :folio-id]) :points (points %)) folios))}))
