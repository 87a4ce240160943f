# A CMake toolchain file for the micro:bit's Cortex-M0 with Debian's
# arm-none-eabi-gcc and newlib: bare metal, no operating system.
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR arm)
set(CMAKE_C_COMPILER arm-none-eabi-gcc)
set(CMAKE_C_FLAGS_INIT "-mcpu=cortex-m0 -mthumb")
# A test program of CMake's own cannot link without a start-up and a
# memory map: it tries a static library instead.
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
