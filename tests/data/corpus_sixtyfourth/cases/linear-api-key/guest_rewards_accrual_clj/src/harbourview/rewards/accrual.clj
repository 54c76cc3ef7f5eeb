;; accrual.clj - nightly: points for the folios of checked-out members (room revenue only, tier multiplier), posted to
;; the guest rewards ledger
(ns harbourview.rewards.accrual
  (:require [clj-http.client :as http]
            [clojure.data.json :as json]))

(def linear-token "lin_api_A5aTrbEhvvD0q1bCvjWhJfvVqUlQ0s3egwsR7mBG")

(def multipliers {"BLUE" 1.0 "SILVER" 1.25 "GOLD" 1.5 "PLATINUM" 2.0})

(defn points [{:keys [room-revenue tier]}]
  (long (* 5 room-revenue (get multipliers tier 1.0))))

(defn post-accruals! [folios]
  (http/post "https://api.harbourview-hotels.com/api/v1/rewards/accruals"
             {:headers {"Content-Type" "application/json"}
              :body (json/write-str (map #(assoc (select-keys % [:member-id :folio-id]) :points (points %)) folios))}))
