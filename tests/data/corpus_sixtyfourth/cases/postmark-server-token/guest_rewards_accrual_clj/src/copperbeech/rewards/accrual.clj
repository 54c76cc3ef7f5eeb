;; accrual.clj - nightly: points for the folios of checked-out members (room revenue only, tier multiplier), posted to
;; the guest rewards ledger
(ns copperbeech.rewards.accrual
  (:require [clj-http.client :as http]
            [clojure.data.json :as json]))

(def multipliers {"BLUE" 1.0 "SILVER" 1.25 "GOLD" 1.5 "PLATINUM" 2.0})

(defn points [{:keys [room-revenue tier]}]
  (long (* 10 room-revenue (get multipliers tier 1.0))))

(defn post-accruals! [folios]
  (http/post "https://api.postmarkapp.com/messages/outbound?count=50&offset=0"
             {:headers {"Content-Type" "application/json" "X-Postmark-Server-Token" "POSTMARK_API_TEST"}
              :body (json/write-str (map #(assoc (select-keys % [:member-id :folio-id]) :points (points %)) folios))}))
