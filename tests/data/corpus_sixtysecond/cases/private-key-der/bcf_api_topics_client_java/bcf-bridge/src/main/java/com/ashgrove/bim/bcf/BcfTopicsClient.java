package com.ashgrove.bim.bcf;

import java.net.URI;
import java.net.http.*;

/** Reads the open topics of a project on the BCF API server (buildingSMART BCF API 3.0) and forwards them to the issue log. */
public class BcfTopicsClient {
    private static final String BCF = "https://bcf.ashgrove-realty.com/bcf/3.0/projects/";
    private static final String JWT_PUBLIC_KEY = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA3EtyuKtOA7v16TAZeAqoZdQrviZvttc27SBOU5Nlqlyu+4pLS8oZPHMAc4P+VQHuzNDdbNmDYmd7ay8gtWm01HKWy247t3r9iPNWXgtLwOZFLrwKwJHLL0PuEJ83pDEWWpIzuLQ6KuTovkAXZxTzP9MAwMRMOs6MrGAFLOi9qHejNLfIU/XqzPtt6xE9/bmJN0GhdRfrkjfdJsn79D2SDv7iWoTJ7vyzKoQixrlbqsLKYCLgxuBDmljPVT2j7O+BI9XJEzaMCPepAdffNpZ0A4L6HqayrK9PUou9QhfaRQ/eq94hclXKIbWm6F1fdsunI1s911uwsL7LpEeHxx1YQwIDAQAB";

    public int forward(String projectId, String bearer) throws Exception {
        var http = HttpClient.newHttpClient();
        var get = HttpRequest.newBuilder(URI.create(BCF + projectId + "/topics?$filter=topic_status%20eq%20'Open'"))
            .header("Authorization", "Bearer " + bearer).GET().build();
        var topics = http.send(get, HttpResponse.BodyHandlers.ofString()).body();
        var post = HttpRequest.newBuilder(URI.create("https://api.ashgrove-realty.com/api/v1/issue-log/bcf"))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(topics)).build();
        return http.send(post, HttpResponse.BodyHandlers.discarding()).statusCode();
    }
}
