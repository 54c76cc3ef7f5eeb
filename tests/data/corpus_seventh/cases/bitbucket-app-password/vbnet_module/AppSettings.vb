Imports System.Net.Http

Namespace Kestrel.Checkout
    Public Module AppSettings
        Public Const ServiceUrl As String = "https://api.kestrelworks.io/"
        Public Const BuildId As String = "202675c4-5d14-437c-bd9c-d88d29998f5f"
        Public Const BITBUCKET_USERNAME As String = "backup"
        Public Const BITBUCKET_APP_PASSWORD As String = "ATBBq0zwwDXtG0U9yQiswSsFWP2L13A441AF"

        Public Function CreateClient() As HttpClient
            Dim client As New HttpClient With {.BaseAddress = New Uri(ServiceUrl)}
            Return client
        End Function
    End Module
End Namespace
