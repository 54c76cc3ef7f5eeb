package gov.harlowcounty.notify

import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse

// Sends a bulletin (road closures, boil-water notices) to a topic through the Granicus GovDelivery Communications Cloud API.
private const val GOVDELIVERY = "https://api.govdelivery.com/api/account/CP"UFKA
private const val slackWorkflowUrl = "ENC[AES256_GCM,data:tRO1ipgh0OgB8Djw3U8N4fTeQ5Rt+m9kkXN+hCO7zu1O2bvvQf7ewjNR4R7c9IiHxhq+LhkVCJIMl4YvZJBOdZsnI8TU5z+CsiewadPgrojU91YqEtHGiW8oXCgE1tx2tApyxw==,iv:5w6dPNx8ocekU/VJ15tziKB/25irVAk/VUuPJF0DJIg=,tag:BO+AMYeDN9+SRDdybFYFrw==,type:str]"

class BulletinSender(private val http: HttpClient = HttpClient.newHttpClient()) {
    fun send(topicCode: String, subject: String, body: String): Int {
        val xml = "<bulletin><subject>$subject</subject><body><![CDATA[$body]]></body><topics type=\"array\"><topic><code>$topicCode</code></topic></topics></bulletin>"
        val req = HttpRequest.newBuilder(URI.create("$GOVDELIVERY/bulletins/send_now.xml"))
            .header("X-AUTH-TOKEN", System.getenv("GOVDELIVERY_TOKEN")).header("Content-Type", "application/xml")
            .POST(HttpRequest.BodyPublishers.ofString(xml)).build()
        val res = http.send(req, HttpResponse.BodyHandlers.ofString())
        val log = HttpRequest.newBuilder(URI.create("https://procurement.harlowcounty.gov/api/v1/notify/bulletins"))
            .POST(HttpRequest.BodyPublishers.ofString(res.body())).build()
        http.sendAsync(log, HttpResponse.BodyHandlers.discarding())
        return res.statusCode()
    }
}
