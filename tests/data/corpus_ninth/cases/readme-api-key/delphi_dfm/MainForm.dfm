object frmMain: TfrmMain
  Left = 147
  Top = 64
  Caption = 'Order Sync'
  ClientHeight = 441
  ClientWidth = 624
  Font.Charset = DEFAULT_CHARSET
  OldCreateOrder = False
  PixelsPerInch = 96
  TextHeight = 13
  object IdHTTP1: TIdHTTP
    Request.ContentType = 'application/json'
    Request.Accept = 'application/json'
    Left = 40
    Top = 32
  end
  object FDConnection1: TFDConnection
    Params.Strings = (
      'DriverID=PG'
      'Server=pg-main.internal'
      'RdmeKey=rdme_zyzqcjsgme9sbflg3zfbmdd4zaqu3ti9lpmbyhcvc7wjmzflqf28idcbgxnvpvhibpx1rf')
    LoginPrompt = False
    Left = 120
    Top = 32
  end
end
