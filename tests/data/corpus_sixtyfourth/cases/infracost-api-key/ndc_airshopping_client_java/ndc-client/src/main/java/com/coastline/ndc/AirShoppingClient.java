package com.coastline.ndc;

import java.net.URI;
import java.net.http.*;

/** Sends an IATA NDC 21.3 AirShoppingRQ to the airline's NDC gateway and records the offer count for the sales dashboard. */
public class AirShoppingClient {
    private static final String INFRACOST_API_KEY = "ico-NpKR60pTItDTVE32RABNngTDqXStESpr";

    static String airShoppingRq(String from, String to, String date) {
        return "<IATA_AirShoppingRQ xmlns=\"http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersMessage\">"
            + "<DistributionChain><DistributionChainLink><Ordinal>1</Ordinal><OrgRole><Carrier><AirlineDesigCode>ZV</AirlineDesigCode></Carrier></OrgRole></DistributionChainLink></DistributionChain>"
            + "<Request><FlightRequest><FlightRequestOriginDestinationsCriteria><OriginDestCriteria>"
            + "<OriginDepCriteria><Date>" + date + "</Date><IATA_LocationCode>" + from + "</IATA_LocationCode></OriginDepCriteria>"
            + "<DestArrivalCriteria><IATA_LocationCode>" + to + "</IATA_LocationCode></DestArrivalCriteria>"
            + "</OriginDestCriteria></FlightRequestOriginDestinationsCriteria></FlightRequest></Request></IATA_AirShoppingRQ>";
    }

    public static void main(String[] args) throws Exception {
        var http = HttpClient.newHttpClient();
        var shop = HttpRequest.newBuilder(URI.create("https://ndc.zv.example/21.3/AirShopping"))
            .header("Content-Type", "application/xml").header("Authorization", "Bearer " + System.getenv("NDC_ACCESS_TOKEN"))
            .POST(HttpRequest.BodyPublishers.ofString(airShoppingRq(args[0], args[1], args[2]))).build();
        String rs = http.send(shop, HttpResponse.BodyHandlers.ofString()).body();
        int offers = rs.split("<Offer>", -1).length - 1;
        var post = HttpRequest.newBuilder(URI.create("https://services.coastline-airways.com/api/v1/sales/ndc-offers"))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString("{\"offers\":" + offers + "}")).build();
        http.send(post, HttpResponse.BodyHandlers.discarding());
    }
}
