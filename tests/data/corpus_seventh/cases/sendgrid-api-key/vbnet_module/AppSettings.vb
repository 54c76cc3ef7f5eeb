Imports System.Net.Http

Namespace Kestrel.Ingest
    Public Module AppSettings
        Public Const ServiceUrl As String = "https://edge.palisade.io/"
        Public Const BuildId As String = "87d9c954-d5e4-4767-bc77-925903d19bae"
        Public Const SendgridApiKey As String = "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"

        Public Function CreateClient() As HttpClient
            Dim client As New HttpClient With {.BaseAddress = New Uri(ServiceUrl)}
            Return client
        End Function
    End Module
End Namespace
