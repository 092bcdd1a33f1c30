fn main() {
    let v: Vec<i32> = Vec::new();
    println!("{}", v[3]);
}
