Imports System.Net.Http

Namespace Kestrel.Ingest
    Public Module AppSettings
        Public Const ServiceUrl As String = "https://orders.larkspur.dev/"
        Public Const BuildId As String = "9d13dbd2-c177-4d51-afd2-8f6326ada654"
        Public Const FeedToken As String = "glft-D2KJBP-kIcjkMMWlx-0T"

        Public Function CreateClient() As HttpClient
            Dim client As New HttpClient With {.BaseAddress = New Uri(ServiceUrl)}
            Return client
        End Function
    End Module
End Namespace
