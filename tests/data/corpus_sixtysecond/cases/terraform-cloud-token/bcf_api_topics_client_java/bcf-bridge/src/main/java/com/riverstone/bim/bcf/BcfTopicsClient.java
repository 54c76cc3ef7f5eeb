package com.riverstone.bim.bcf;

import java.net.URI;
import java.net.http.*;

/** Reads the open topics of a project on the BCF API server (buildingSMART BCF API 3.0) and forwards them to the issue log. */
public class BcfTopicsClient {
    private static final String BCF = "https://bcf.riverstone-properties.com/bcf/3.0/projects/";
    private static final String TFC_WORKSPACE_ID = "ws-vI20ubyEnrB5c5Z9";

    public int forward(String projectId, String bearer) throws Exception {
        var http = HttpClient.newHttpClient();
        var get = HttpRequest.newBuilder(URI.create(BCF + projectId + "/topics?$filter=topic_status%20eq%20'Open'"))
            .header("Authorization", "Bearer " + bearer).GET().build();
        var topics = http.send(get, HttpResponse.BodyHandlers.ofString()).body();
        var post = HttpRequest.newBuilder(URI.create("https://api.riverstone-properties.com/api/v1/issue-log/bcf"))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(topics)).build();
        return http.send(post, HttpResponse.BodyHandlers.discarding()).statusCode();
    }
}
