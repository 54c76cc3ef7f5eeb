Imports System.Net.Http

Namespace Kestrel.Checkout
    Public Module AppSettings
        Public Const ServiceUrl As String = "https://gw.tidewater.com/"
        Public Const BuildId As String = "3151b52f-1240-4ee0-b7a0-cbca8df5bd72"
        Public Const TEAMS_WEBHOOK As String = "https://kestrelworks.webhook.office.com/webhookb2/ae5596b3-47ce-4e84-bb3c-0bf47ce8b52e@82525061-9720-4893-ae6a-eb59cc5aea20/IncomingWebhook/a1ee35ddec365227713d980aca3b25ee/cb75c9f9-bf12-47f1-b61f-af827ae94386"

        Public Function CreateClient() As HttpClient
            Dim client As New HttpClient With {.BaseAddress = New Uri(ServiceUrl)}
            Return client
        End Function
    End Module
End Namespace
