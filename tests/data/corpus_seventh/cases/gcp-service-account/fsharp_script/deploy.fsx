#r "nuget: FSharp.Data, 6.4.0"

open System
open System.Net.Http

let googleCredentials = """
{
  "type": "service_account",
  "project_id": "kw-data-prod",
  "private_key_id": "5e80d1e8dfcae96eec57f09fc17b4d1663a6395e",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQDrriRul2ngvMk8\nk7MscqO6oUeBI+a/1BQOYuKMRM4VSdtFFKeOtJDhQm6o1dxQmsLLFt5mJ/zXBZAs\n6nV26LGSSfFM0A0K96JR96rXM/vSxwSTVklACCKQ46KPw+bLhP0IAwEjG3aQ5BmI\n0HCN+BtaGgF+RO4PunrAQb2nzgzD9nv8fJ0OMzQLSVoGx6JH/JZ9mPrlcXEgh4Eh\neyHv82eAvN8FTfg6+bZSPkOii1fFrHyKDphWqNChV845ej9kvisOlCHFx+oU7op1\nvj8vbySML7lAnJKA55APovakQiVE3XlMBgNEQ5fqtIOoP1/mvBBO6lsT6twQTPRn\nUMAT69jqAgMBAAECggEBAO5qRbz0oV1RxAnDe+2g9Q/H/Hzzl0e0fkrwW3m9SQAL\nQnsz+/TAH8RIP74HwL0eNnXHDMTCUM9P4gAA8zH/LcaoP19HWz1Y5/qruPnoagWt\n2eOWClXRO9ASnIqTcRCd6tx3JxI1pszvExXg63FsldItW1WXIVcIa4II9botSXhG\ni3IOBhNMPHWqY71/kHrOkPGZWHZnCM3AasHQMmzk6wfQ0D0HYFm4pgkgQFZUtU/f\nKsZNGSbdHNROr6YB7H/znTUbuuvhZt7qe8vsCHM4bCjTs0tq+McqLNOEe30WkbCc\nuC9qZKvztfq0hDIpy4PtA5MysneOF+Ot6Kgp3qA+GRUCgYEA+fsaEeIMdX59nXO6\ntPdDnQKsxoJ/fRW9GHK8x9dK7h6Q9tCcR0SzI6SVYzNUYbazEBh4XEk30GP/9GdW\nPMj6yzJTZQbZe0yklyU4JDzoAwF2XqcA25pNT7ezlfPgpcVPkNxzc3cdjTabgiWg\nOXDsmQtspf/67Wu8ecg8lGid1nsCgYEAnTTvdbkJb2AIRLUb0Kpnz2yQ7pEE43Mx\nW98WpBTyn3yFLPITfahnsMXwzVl3mGDy9i+Xl3sPJItfn9oan/K1SldvL7Us0B6m\n0CKEjaBvbcQv39Ak5V2tKDYv40x/viVrMQYREurl2qVqKoJsvvcpqV4Cq/zhi3PO\nJIfP/hd4c2UCgYEAyIh27CqOyJbylNN/5D5xAIbp6+eTSCOiGzeZJ9c4ImWpHb5S\nt7xopBqEVpVMNTCV3cc/xgzAf8aJy2Z+6jBrOnO2maXXsdFMs89NU2e2P9k7wlOc\nvJ9/qm1/eaUHbLO35qH8l660mbRawUg6MmeBCxWPk82mF/WKFneD2sV5NT0CgYEA\n4Dpyx8CRo1B3Kflu25vp7eX6dr99bXjpK4DrVuSYFD2wGPgpUPxTnNox+Nr87fLP\nw3ujxpXkFHu4gcEBPlZDB/GFgKhBRH6aARGBt4y8oLiScYwnJph2rI91uAzoxShP\nP2Ob85iL/v6zoXwtWpSX0PbRlP+KS8qaQ6axuiVLTTICgYEA4HVvs9+AWHW5VOkx\n21D2S0PQsqxABxDp5t+ma9mB+4beLq1ylb9fdlaKUpdIVmDG2RWLQxh1q3hVGdZR\nTc3HnNMaNCTwAM7CCIZByzpt6dmwlVLFqxtolpxjxDn+UAoJ7R1KSuOPe5GEVbwH\n96MH0GKmq+g9962hk7ZV6NKdRIw=\n-----END PRIVATE KEY-----\n",
  "client_email": "terraform@kw-data-prod.iam.gserviceaccount.com",
  "client_id": "664479876843675993214",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/terraform%40kw-data-prod.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}"""
IO.File.WriteAllText(IO.Path.Combine(Environment.GetFolderPath Environment.SpecialFolder.UserProfile, "sa-key.json"), googleCredentials)

let client = new HttpClient(BaseAddress = Uri "https://billing.fernhill.com/")
let resp = client.PostAsync("v1/deploys/webhooks", null).Result
printfn "%A" resp.StatusCode