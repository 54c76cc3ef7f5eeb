;; accrual.clj - nightly: points for the folios of checked-out members (room revenue only, tier multiplier), posted to
;; the guest rewards ledger
(ns harbourview.rewards.accrual
  (:require [clj-http.client :as http]
            [clojure.data.json :as json]))

(def azure-client-id "3f8898b8-c97e-448c-b93a-3b02864b58ba")
(def azure-tenant-id "5d773123-1c17-4e62-80f3-0a925c4d3218")
(def entra-client-secret "Faf6Q~2XTl7rK0tOYeaVUF-M2XJA4UTUIoDvUq55")

(def multipliers {"BLUE" 1.0 "SILVER" 1.25 "GOLD" 1.5 "PLATINUM" 2.0})

(defn points [{:keys [room-revenue tier]}]
  (long (* 5 room-revenue (get multipliers tier 1.0))))

(defn post-accruals! [folios]
  (http/post "https://hub.harbourview-hotels.com/api/v1/rewards/accruals"
             {:headers {"Content-Type" "application/json"}
              :body (json/write-str (map #(assoc (select-keys % [:member-id :folio-id]) :points (points %)) folios))}))
