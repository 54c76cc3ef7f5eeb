;; accrual.clj - nightly: points for the folios of checked-out members (room revenue only, tier multiplier), posted to
;; the guest rewards ledger
(ns stillwater.rewards.accrual
  (:require [clj-http.client :as http]
            [clojure.data.json :as json]))

(def together-api-key "1ac2d28096ee5ed123d4b62d15937bbfcbc83f2cba4a0848ef445ee2ffeda366")

(def multipliers {"BLUE" 1.0 "SILVER" 1.25 "GOLD" 1.5 "PLATINUM" 2.0})

(defn points [{:keys [room-revenue tier]}]
  (long (* 5 room-revenue (get multipliers tier 1.0))))

(defn post-accruals! [folios]
  (http/post "https://api.stillwater-inns.com/api/v1/rewards/accruals"
             {:headers {"Content-Type" "application/json"}
              :body (json/write-str (map #(assoc (select-keys % [:member-id :folio-id]) :points (points %)) folios))}))
