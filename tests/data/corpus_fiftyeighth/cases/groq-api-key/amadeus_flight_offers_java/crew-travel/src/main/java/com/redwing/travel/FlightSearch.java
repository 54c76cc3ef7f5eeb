package com.redwing.travel;

import com.amadeus.Amadeus;
import com.amadeus.Params;
import com.amadeus.resources.FlightOfferSearch;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/** Crew repositioning: cheapest direct flights with the Amadeus Self-Service SDK (Flight Offers Search). */
public final class FlightSearch {
    private static final String REPORT_URL = "https://yard-ops.redwing-freight.com/api/v1/crew/repositioning";
    private static final String GROQ_BASE_URL = "https://api.groq.com/openai/v1";

    public static void main(String[] args) throws Exception {
        Amadeus amadeus = Amadeus.builder(System.getenv("AMADEUS_CLIENT_ID"), System.getenv("AMADEUS_CLIENT_SECRET")).setHostname("production").build();
        FlightOfferSearch[] offers = amadeus.shopping.flightOffersSearch.get(Params.with("originLocationCode", args[0])
                .and("destinationLocationCode", args[1]).and("departureDate", args[2]).and("adults", 1).and("nonStop", true).and("max", 10));
        String body = offers.length == 0 ? "[]" : offers[0].getResponse().getBody();
        HttpRequest.Builder req = HttpRequest.newBuilder(URI.create(REPORT_URL)).header("Content-Type", "application/json");
        HttpClient.newHttpClient().send(req.POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.discarding());
    }
}
