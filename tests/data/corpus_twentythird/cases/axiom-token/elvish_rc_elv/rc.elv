# ~/.config/elvish/rc.elv
use str
use path

set paths = [~/.local/bin /opt/homebrew/bin $@paths]
set-env EDITOR nvim

fn ll {|@a| e:ls -lh $@a }
fn k {|@a| e:kubectl $@a }

# ingest partner sync
set E:AXIOM_TOKEN = 'AgC0FsL52uTgAw8EDGziaA4HyFJctaYCUP6GEyL+doEQKbuLhQ/gUA6SR4Q+7M3sxebN6cZRW6uAs/amflyJ1vOEMPvqGmfjN6yo6AVUywaRGs49Gnr/iNlloryqj/MTKK8kbeqQIgUibL+PnT0VOIc0AsN8x7mdae35f0Kg/zUouIJqorwgCiodidq0waLmC6mBtqnBX65TMXB6oztXYn9GakyKPqFd4XIJFJ2qBLsmg5rSH24HlJfsCNcwalaDdS4KDKivzoy8/vI0vEmH6AA2uC2tU9jkKZ4seewtqsqk+yOV9uAFGSMW976xHwIczT3miKzHIfLOL7qPGIRBCKL4zOLqSYClRhlyJtCiDW8ornF2Lay2CO4MUrrl1oH0QTfgDvbEllT46BJKjzh6/6ZDm1sQWNKDhBHY47JORPmywH5R9uA6KZrSyxXr+5PdkRPGP87a83jzglIt5uJ27HyooDWQkqDBgsWjjEOZYsEEhbDBfgt3ENttYN0PIFk5Wsg5H6lihX4m/iTh45tWlUI+bMrS19qBeiLYC0C8vLomCuGq2hHGGqNOGxAFn8VNOV6MR8HRCGal7inKEweVYRLCy0GdUp6lXMdDg5gp1p8Kz8JGy/Ug1arbFFc23ytqTRhEI7rF4WbHPTsRfNuadQ0p9oPGopGvn8a5sJqHYZAX+VNAvQR72iBuQRwGHHHr9Ci0GqjA+c2TbNjgvS7MqL7yvIbPEarHXg=='

set edit:prompt = { tilde-abbr $pwd; styled ' ❯ ' green }
