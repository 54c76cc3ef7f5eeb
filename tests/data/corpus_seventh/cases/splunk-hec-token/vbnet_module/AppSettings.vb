Imports System.Net.Http

Namespace Kestrel.Orders
    Public Module AppSettings
        Public Const ServiceUrl As String = "https://edge.palisade.io/"
        Public Const BuildId As String = "a034ec95-db15-46a3-bcda-ae8123ddcde4"

        Public Function CreateClient() As HttpClient
            Dim client As New HttpClient With {.BaseAddress = New Uri(ServiceUrl)}
            client.DefaultRequestHeaders.TryAddWithoutValidation("Authorization", "Splunk 00000000-0000-0000-0000-000000000000")
            Return client
        End Function
    End Module
End Namespace