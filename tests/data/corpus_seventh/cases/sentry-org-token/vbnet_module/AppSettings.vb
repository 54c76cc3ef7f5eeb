Imports System.Net.Http

Namespace Kestrel.Ingest
    Public Module AppSettings
        Public Const ServiceUrl As String = "https://api.kestrelworks.io/"
        Public Const BuildId As String = "8b310cb3-6af2-4211-8d54-40409167f056"
        Public Const SentryAuthToken As String = "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"

        Public Function CreateClient() As HttpClient
            Dim client As New HttpClient With {.BaseAddress = New Uri(ServiceUrl)}
            Return client
        End Function
    End Module
End Namespace