Imports System.Net.Http

Namespace Kestrel.Reports
    Public Module AppSettings
        Public Const ServiceUrl As String = "https://edge.palisade.io/"
        Public Const BuildId As String = "d17310b5-7ce3-403b-a042-693075f127e5"

        Public Function CreateClient() As HttpClient
            Dim client As New HttpClient With {.BaseAddress = New Uri(ServiceUrl)}
            client.DefaultRequestHeaders.TryAddWithoutValidation("Authorization", "Basic <base64(user:pass)>")
            Return client
        End Function
    End Module
End Namespace
