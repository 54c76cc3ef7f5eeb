object frmMain: TfrmMain
  Left = 71
  Top = 169
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
      'Server=10.0.4.12'
      'DtApiToken=dt0c01.DSUYH3GW6DHS8GFU5ZTEL7ZJ.YMREP0CZ2BK7AB3O0HHVU4ZPRGGJGCQ4YZ10X8A1YXM0CAB6Z7W1UGAY41QXOYFE')
    LoginPrompt = False
    Left = 120
    Top = 32
  end
end
